#!/usr/bin/env python3
"""The closing-note table of issue 21: `ib-migrate` on a copy of every corpus app with storyboards or xibs.

For each app (copied into a `mktemp -d` folder, made writable): `lint` warnings before, `ib-migrate --write-plan`
(again with `--table-folder <app>` when the app has no table and its documents sit in several folders), the key
quality of the plan (numbered, repeating a part, a part starting with a digit, non-ASCII; as
IBMigrateKeyQualityReport counts them), `ib-migrate --apply`, then `lint` warnings after and whether `generate`
accepts the result. Prints a Markdown table. Dev-time only (never run by `swift test`).

Usage: Scripts/ib-migrate-report.py [--tool .build/debug/l10n-gen] [--corpus ../shared/corpus]
"""
import argparse, json, os, re, shutil, stat, subprocess, sys, tempfile

def ib_documents(app):
    found, base = 0, 0
    for root, dirs, files in os.walk(app):
        dirs[:] = [d for d in dirs if not d.startswith('.')]
        for name in files:
            if name.endswith('.storyboard') or name.endswith('.xib'):
                found += 1
                if os.path.basename(root) == 'Base.lproj':
                    base += 1
    return found, base

def run(tool, *arguments):
    done = subprocess.run([tool, *arguments], capture_output=True, text=True)
    return done.returncode, done.stderr

def summary(stderr):
    lines = [line for line in stderr.splitlines() if re.match(r'^(lint|generate|ib-migrate):', line)]
    return lines[-1] if lines else stderr.strip().splitlines()[-1] if stderr.strip() else ''

def count(pattern, text):
    match = re.search(pattern, text)
    return int(match.group(1)) if match else 0

def key_quality(keys):
    keys = set(keys)
    numbered = repeated = digit = non_ascii = 0
    for key in keys:
        parts = [part.lower() for part in key.split('.')]
        if len(set(parts)) < len(parts): repeated += 1
        if any(part[:1].isdigit() for part in parts): digit += 1
        if not key.isascii(): non_ascii += 1
        base = key.rstrip('0123456789')
        if base != key and base in keys: numbered += 1
    return len(keys), numbered, repeated, digit, non_ascii

def percent(part, whole):
    return f'{part} ({100.0 * part / whole:.1f}%)' if whole else '0'

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--tool', default='.build/debug/l10n-gen')
    parser.add_argument('--corpus', default='../shared/corpus')
    options = parser.parse_args()
    tool = os.path.abspath(options.tool)
    scratch = tempfile.mkdtemp()
    print('| app | IB documents (Base) | texts migrated | files changed | keys | numbered | repeating a part | '
          'digit-leading | non-ASCII | lint warnings before → after | generate after |')
    print('|---|---|---|---|---|---|---|---|---|---|---|')
    try:
        for name in sorted(os.listdir(options.corpus)):
            source = os.path.join(options.corpus, name)
            found, base = ib_documents(source)
            if not found:
                continue
            app = os.path.join(scratch, name)
            shutil.copytree(source, app, symlinks=True)
            for root, dirs, files in os.walk(app):
                for entry in dirs + files:
                    path = os.path.join(root, entry)
                    if not os.path.islink(path):
                        os.chmod(path, os.stat(path).st_mode | stat.S_IWUSR)
            before = count(r'(\d+) warnings?', summary(run(tool, 'lint', app)[1]))
            plan = os.path.join(scratch, name + '.json')
            code, stderr = run(tool, 'ib-migrate', app, '--write-plan', plan)
            if code != 0 and '--table-folder' in stderr:
                code, stderr = run(tool, 'ib-migrate', app, '--write-plan', plan, '--table-folder', app)
            if code != 0 or not os.path.exists(plan):
                reason = summary(stderr) if base else 'no Base.lproj document: nothing to migrate'
                print(f'| {name} | {found} ({base}) | 0 | 0 | — | — | — | — | — | {before} → {before} | {reason} |')
                continue
            with open(plan) as file:
                keys = [entry['key'] for document in json.load(file)['documents'] for entry in document.get('migrate', [])]
            total, numbered, repeated, digit, non_ascii = key_quality(keys)
            code, stderr = run(tool, 'ib-migrate', app, '--apply', plan)
            texts = count(r'(\d+) text\(s\) migrated', stderr)
            files = count(r'(\d+) file\(s\) changed', stderr)
            if code != 0:
                files = f'refused: {summary(stderr)[:120]}'
            after = count(r'(\d+) warnings?', summary(run(tool, 'lint', app)[1]))
            generated = summary(run(tool, 'generate', app, '--output', os.path.join(scratch, name + '-out'))[1])
            errors = count(r'(\d+) errors?', generated)
            print(f'| {name} | {found} ({base}) | {texts} | {files} | {total} | {percent(numbered, total)} | '
                  f'{percent(repeated, total)} | {percent(digit, total)} | {percent(non_ascii, total)} | '
                  f'{before} → {after} | {errors} errors |')
            sys.stdout.flush()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

if __name__ == '__main__':
    main()
