#!/usr/bin/env python3
"""Writes a large localization table for the memory benchmark (not committed: it is generated).

Usage: Benchmarks/make-large-table.py <output-folder> [megabytes]   (default 100)

Creates <output-folder>/en.lproj/Large.strings of about <megabytes> MB: keys in dotted namespaces (so the
generated code nests), a comment per entry, 30% of values taking arguments, as real tables do. Measure with

    /usr/bin/time -v l10n-gen generate <output-folder> --output <out-folder>

and compare "Maximum resident set size" with the file's size.
"""
import os
import sys

folder = sys.argv[1]
megabytes = float(sys.argv[2]) if len(sys.argv) > 2 else 100
target = int(megabytes * 1_000_000)
os.makedirs(os.path.join(folder, "en.lproj"), exist_ok=True)
path = os.path.join(folder, "en.lproj", "Large.strings")
written = 0
index = 0
with open(path, "w", encoding="utf-8") as out:
    while written < target:
        section, group = index // 10_000, (index // 100) % 100
        key = f"section{section}.group{group}.item{index}"
        if index % 10 < 3:
            value = f"Item {index} for %@ has %ld unread messages in the inbox of this account"
        else:
            value = f"Item {index}: the plain text of an interface label, long enough to be realistic"
        line = f'/* The label of item {index}. */\n"{key}" = "{value}";\n\n'
        out.write(line)
        written += len(line.encode("utf-8"))
        index += 1
print(f"{path}: {written} bytes, {index} keys")
