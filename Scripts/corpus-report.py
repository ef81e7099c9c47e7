#!/usr/bin/env python3
"""Runs `l10n-gen generate` and `lint` over every table folder of ../shared/corpus, as an app target would see it,
and prints exit codes and diagnostics per rule per app. Dev-time only (never run by `swift test`).

Usage: Scripts/corpus-report.py [--tool .build/release/l10n-gen] [--corpus ../shared/corpus] [--examples N]
"""
import argparse, collections, json, os, shutil, subprocess, sys, tempfile

def groups(corpus):
    """Folders holding *.lproj or *.xcstrings, keyed like the CorpusCompileTests groups, with the storyboards and xibs
    of their .lproj folders."""
    grouped = collections.defaultdict(list)
    documents = collections.defaultdict(list)
    loose = []
    for root, dirs, files in os.walk(corpus):
        dirs[:] = sorted(d for d in dirs if not d.startswith('.'))
        for name in sorted(files):
            path = os.path.join(root, name)
            if name.endswith('.xcstrings'):
                folder = root[:-len('/mul.lproj')] if root.endswith('mul.lproj') else root
                if root.endswith('.lproj'):
                    folder = os.path.dirname(root)
                grouped[folder].append(path)
            elif name.endswith('.strings') or name.endswith('.stringsdict'):
                if root.endswith('.lproj'):
                    grouped[os.path.dirname(root)].append(path)
                else:
                    loose.append(path)
            elif (name.endswith('.storyboard') or name.endswith('.xib')) and root.endswith('.lproj'):
                # Interface Builder documents are inputs too (their tables get no API, their lz* keys are checked).
                documents[os.path.dirname(root)].append(path)
    for folder, paths in documents.items():
        if folder in grouped:
            grouped[folder].extend(paths)
    return grouped, loose

def run(tool, args):
    result = subprocess.run([tool] + args, capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument('--tool', default=os.path.join(here, '..', '.build', 'release', 'l10n-gen'))
    parser.add_argument('--corpus', default=os.path.join(here, '..', '..', 'shared', 'corpus'))
    parser.add_argument('--examples', type=int, default=3)
    options = parser.parse_args()
    corpus = os.path.abspath(options.corpus)
    grouped, loose = groups(corpus)
    work = tempfile.mkdtemp(prefix='l10n-gen-corpus-')
    per_app = collections.defaultdict(lambda: collections.Counter())
    examples = collections.defaultdict(list)
    failures = []
    jobs = [(folder, files) for folder, files in sorted(grouped.items())]
    for path in loose:
        virtual = os.path.join(work, 'loose', os.path.relpath(path, corpus).replace('/', '__'), 'en.lproj')
        os.makedirs(virtual, exist_ok=True)
        shutil.copy(path, virtual)
        jobs.append((path, [os.path.join(virtual, os.path.basename(path))]))
    for index, (folder, files) in enumerate(jobs):
        relative = os.path.relpath(folder, corpus)
        app = relative.split('/')[0]
        out = os.path.join(work, str(index))
        code, _, stderr = run(options.tool, ['generate', *files, '-o', out])
        if code != 0:
            failures.append((relative, code, [l for l in stderr.splitlines() if ': error: ' in l][:5]))
        code, stdout, _ = run(options.tool, ['lint', *files, '--format', 'json'])
        for finding in json.loads(stdout or '[]'):
            key = (finding['severity'], finding['rule'])
            per_app[app][key] += 1
            if len(examples[key]) < options.examples:
                examples[key].append('%s:%s:%s: %s' % (os.path.relpath(finding.get('file') or '-', corpus),
                                                       finding.get('line'), finding.get('column'), finding['message'][:160]))
    print('== generate: %d groups, %d failed' % (len(jobs), len(failures)))
    for relative, code, errors in failures:
        print('  FAILED %s (exit %d)' % (relative, code))
        for line in errors:
            print('    ' + line[:200])
    print('\n== lint findings per app (severity rule: count)')
    totals = collections.Counter()
    for app in sorted(per_app):
        print(app)
        for (severity, rule), count in sorted(per_app[app].items(), key=lambda item: (-item[1], item[0])):
            print('  %-8s %-34s %6d' % (severity, rule, count))
            totals[(severity, rule)] += count
    print('\n== totals and examples')
    for (severity, rule), count in sorted(totals.items(), key=lambda item: (-item[1], item[0])):
        print('%-8s %-34s %6d' % (severity, rule, count))
        for example in examples[(severity, rule)]:
            print('    ' + example)
    shutil.rmtree(work)
    return 1 if failures else 0

if __name__ == '__main__':
    sys.exit(main())
