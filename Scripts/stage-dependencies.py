#!/usr/bin/env python3
"""Prints which top-level folders of Sources/L10nGenCore use types declared in which others.

Dev-time only (never run by `swift test`). A type is attributed to the folder of the file that declares it; a folder
uses another when one of its files names one of that folder's types. Usage: Scripts/stage-dependencies.py [--files]
"""
import os
import re
import sys
from collections import defaultdict

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "L10nGenCore")
DECLARATION = re.compile(r"^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*"
                         r"(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)", re.M)
COMMENT = re.compile(r"//.*?$|/\*.*?\*/", re.S | re.M)
STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')


def stage(path):
    relative = os.path.relpath(path, ROOT)
    return relative.split(os.sep)[0] if os.sep in relative else "(root)"


def main():
    files = []
    for folder, _, names in os.walk(ROOT):
        files += [os.path.join(folder, name) for name in names if name.endswith(".swift")]
    owner = {}
    texts = {}
    for path in files:
        text = open(path, encoding="utf-8").read()
        texts[path] = STRING.sub('""', COMMENT.sub("", text))
        for name in DECLARATION.findall(text):
            owner.setdefault(name, stage(path))
    uses = defaultdict(lambda: defaultdict(set))
    for path, text in texts.items():
        here = stage(path)
        for word in set(re.findall(r"\b[A-Z]\w*\b", text)):
            there = owner.get(word)
            if there and there != here:
                uses[here][there].add(word if "--files" not in sys.argv else f"{word} ({os.path.relpath(path, ROOT)})")
    for here in sorted(uses):
        for there in sorted(uses[here]):
            print(f"{here} -> {there}: {', '.join(sorted(uses[here][there]))}")


main()
