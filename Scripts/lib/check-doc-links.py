#!/usr/bin/env python3
"""Checks the project's Markdown documentation: every relative link names a file or folder that exists, and every
#anchor into a Markdown file names one of its headings (as GitHub makes them: lower case, punctuation dropped,
spaces to hyphens, -1, -2 … for repeats).

Usage: check-doc-links.py [FILE.md ...]   (default: README.md, docs/*.md and Fuzz/README.md, from the package root)

Prints each broken link as FILE:LINE: TARGET: WHAT, and exits 1 when there is one; links inside code (fenced blocks
and `inline code`) are not links and are skipped. Absolute URLs (http:, https:, mailto: …) are not checked: the
machines that build the project have no network.
"""
import glob
import os
import re
import sys
import unicodedata

LINK = re.compile(r"!?\[(?P<text>(?:[^\[\]]|\[[^\]]*\])*)\]\((?P<target><[^>]*>|[^)\s]*)(?:\s+\"[^\"]*\")?\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(?P<target>\S+)")
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(?P<text>.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")


def slug(heading):
    """The anchor GitHub gives a heading."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text stays, its target goes
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in " -_" or category[0] in "LN" or category == "Mn":
            kept.append(character)
    return "".join(kept).replace(" ", "-")


def prose_lines(path):
    """(line number, text) of the lines outside fenced code blocks."""
    inside = False
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if FENCE.match(line):
                inside = not inside
                continue
            if not inside:
                yield number, line.rstrip("\n")


anchor_cache = {}


def anchors(path):
    if path not in anchor_cache:
        seen = {}
        found = set()
        for _, line in prose_lines(path):
            match = HEADING.match(line)
            if not match:
                continue
            base = slug(match.group("text"))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        for _, line in prose_lines(path):  # explicit anchors: <a name="x"> or <a id="x">
            found.update(re.findall(r"<a\s+(?:name|id)=\"([^\"]+)\"", line))
        anchor_cache[path] = found
    return anchor_cache[path]


def links(path):
    for number, line in prose_lines(path):
        without_code = INLINE_CODE.sub("", line)
        for match in LINK.finditer(without_code):
            yield number, match.group("target").strip("<>")
        reference = REFERENCE.match(without_code)
        if reference:
            yield number, reference.group("target")


def check(path):
    problems = []
    for number, target in links(path):
        if not target or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
            continue  # an absolute URL (http:, mailto:, …)
        file_part, _, anchor = target.partition("#")
        file_part = file_part.split("?", 1)[0]
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
        if not os.path.exists(resolved):
            problems.append(f"{path}:{number}: {target}: no such file or folder ({resolved})")
            continue
        if anchor and resolved.endswith(".md") and os.path.isfile(resolved) and anchor not in anchors(resolved):
            problems.append(f"{path}:{number}: {target}: {resolved} has no heading with the anchor #{anchor}")
    return problems


def main(arguments):
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    os.chdir(root)
    files = arguments or ["README.md", *sorted(glob.glob("docs/*.md")), "Fuzz/README.md"]
    problems = []
    count = 0
    for path in files:
        if not os.path.isfile(path):
            problems.append(f"{path}: no such file")
            continue
        count += sum(1 for _ in links(path))
        problems += check(path)
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"links: {count} links in {len(files)} files checked, {len(problems)} broken")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
