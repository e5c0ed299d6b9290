#!/usr/bin/env python3
"""Compares two Android resource folders file by file, independently of Herald's Android codec.

    compare-android-resources.py ORIGINAL_RES WRITTEN_RES

Every values*/strings.xml of ORIGINAL_RES must exist in WRITTEN_RES under the same folder name
and hold, in the same order, the same resources: kind (string, plurals, string-array, other),
name, attributes (tools:, formatted, translatable, product, ...), every comment before each one
and at the end of the file, and the same values as aapt reads them (whitespace outside quotes
collapsed, quotes removed, escapes resolved, inline markup kept as tags); the attributes and
namespaces of <resources> must match too. Other resources (<color>, <integer>) are compared as a
set: Herald writes them after the strings.
WRITTEN_RES must hold no other strings.xml. Parsing uses Python's xml.etree only.

Prints one line "N files, M resources, K values identical" and exits 0, or prints every
difference and exits 1.

    compare-android-resources.py --names ORIGINAL_RES WRITTEN_RES

compares only which resource names each file holds (what a key mapping must give back): prints
"N files, M names identical", or one line "FOLDER: missing NAME" or "FOLDER: added NAME" per
difference and exits 1.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

ESCAPES = {"n": "\n", "t": "\t"}


class Value:
    """Accumulates text as aapt reads it: whitespace collapsed outside quotes, escapes resolved."""

    def __init__(self):
        self.parts = []  # (char, collapsible) or (tag, None)
        self.quoted = False

    def text(self, raw):
        i = 0
        while i < len(raw):
            c = raw[i]
            i += 1
            if c == "\\" and i < len(raw):
                e = raw[i]
                i += 1
                if e == "u":
                    code = int(raw[i:i + 4], 16)
                    i += 4
                    if 0xD800 <= code <= 0xDBFF and raw[i:i + 2] == "\\u":
                        low = int(raw[i + 2:i + 6], 16)
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    self.parts.append((chr(code), False))
                else:
                    self.parts.append((ESCAPES.get(e, e), False))
            elif c == '"':
                self.quoted = not self.quoted
            elif c in " \t\n\r" and not self.quoted:
                if not (self.parts and self.parts[-1] == (" ", True)):
                    self.parts.append((" ", True))
            else:
                self.parts.append((c, False))

    def tag(self, text):
        self.parts.append((text, None))

    def result(self):
        chars = [p for p in self.parts if p[1] is not None]
        if chars and chars[0][1]:
            self.parts.remove(chars[0])
        if len(chars) > 1 and chars[-1][1]:
            self.parts.reverse()
            self.parts.remove(chars[-1])
            self.parts.reverse()
        return "".join(p[0] for p in self.parts)


def value(element):
    v = Value()

    def walk(node):
        v.text(node.text or "")
        for child in node:
            if callable(child.tag):  # a comment inside a value
                v.text(child.tail or "")
                continue
            attrs = "".join(f' {k}="{child.attrib[k]}"' for k in child.attrib)
            v.tag(f"<{child.tag}{attrs}>")
            walk(child)
            v.tag(f"</{child.tag}>")
            v.text(child.tail or "")

    walk(element)
    return v.result()


def read(path):
    parser = ET.XMLParser(target=ET.TreeBuilder(insert_comments=True))
    root = ET.parse(path, parser).getroot()
    namespaces = dict(
        (prefix, uri) for _, (prefix, uri) in ET.iterparse(path, events=["start-ns"]))
    resources = []
    comments = []  # every comment since the previous resource, in order
    for child in root:
        if callable(child.tag):
            comments.append((child.text or "").strip())
            continue
        attrs = dict(child.attrib)
        name = attrs.pop("name", None)
        kind = child.tag if child.tag in ("string", "plurals", "string-array") else "other"
        if kind == "string":
            values = [value(child)]
        elif kind == "plurals":
            values = [(item.get("quantity"), value(item)) for item in child if item.tag == "item"]
        elif kind == "string-array":
            values = [value(item) for item in child if item.tag == "item"]
        else:
            values = [ET.tostring(child, encoding="unicode").strip()]
        resources.append((kind, name, attrs, comments, values))
        comments = []
    if comments:
        resources.append(("end", None, {}, comments, []))
    return dict(root.attrib), namespaces, resources


def files(res):
    found = {}
    for folder in sorted(os.listdir(res)):
        path = os.path.join(res, folder, "strings.xml")
        if re.fullmatch(r"values(-.*)?", folder) and os.path.isfile(path):
            found[folder] = path
    return found


def names(path):
    return {r[1] for r in read(path)[2] if r[1] is not None}


def compare_names(original, written):
    problems = []
    count = 0
    for folder, path in original.items():
        if folder not in written:
            problems.append(f"{folder}: missing file")
            continue
        a, b = names(path), names(written[folder])
        problems += [f"{folder}: missing {name}" for name in sorted(a - b)]
        problems += [f"{folder}: added {name}" for name in sorted(b - a)]
        count += len(a)
    problems += [f"{folder}: added file" for folder in sorted(set(written) - set(original))]
    if problems:
        print("\n".join(problems))
        return 1
    print(f"{len(original)} files, {count} names identical")
    return 0


def main():
    if sys.argv[1] == "--names":
        return compare_names(files(sys.argv[2]), files(sys.argv[3]))
    original, written = files(sys.argv[1]), files(sys.argv[2])
    problems = []
    for folder in sorted(set(written) - set(original)):
        problems.append(f"{folder}/strings.xml: written but not in the original")
    resources = values = 0
    for folder, path in original.items():
        if folder not in written:
            problems.append(f"{folder}/strings.xml: missing from the output")
            continue
        a, b = read(path), read(written[folder])
        if a[0] != b[0]:
            problems.append(f"{folder}: <resources> attributes {a[0]} became {b[0]}")
        if a[1] != b[1]:
            problems.append(f"{folder}: namespaces {a[1]} became {b[1]}")
        other = lambda r: r[0] == "other"
        ra = [r for r in a[2] if not other(r)] + sorted(str(r) for r in a[2] if other(r))
        rb = [r for r in b[2] if not other(r)] + sorted(str(r) for r in b[2] if other(r))
        if len(ra) != len(rb):
            problems.append(f"{folder}: {len(ra)} resources became {len(rb)}")
        for x, y in zip(ra, rb):
            if x != y:
                problems.append(f"{folder}: {x!r}\n    became {y!r}")
                break
        resources += len(ra)
        values += sum(len(r[4]) for r in a[2])
    if problems:
        print("\n".join(problems))
        return 1
    print(f"{len(original)} files, {resources} resources, {values} values identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())
