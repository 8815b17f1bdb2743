#!/usr/bin/env python3
"""Compares the millimetre figures of two touchscreen test reports (report.json, docs/test-screen.md).

  reports.py millimetres REPORT REFERENCE TOLERANCE
      exit 0 when every figure in millimetres of REPORT is within TOLERANCE mm of REFERENCE's, and unknown (null)
      where REFERENCE's is: the device's size, each contact's travel, each accuracy target's miss, and each check
      whose unit is mm; else exit 1 naming each difference. Prints how many figures were compared and the largest
      difference.
  reports.py value REPORT EXPRESSION      prints EXPRESSION evaluated over `report`"""
import json
import sys


def millimetre_figures(report):
    """(name, value) of every figure in millimetres, named by where it is in the report."""
    figures = [("device.widthMillimetres", report["device"].get("widthMillimetres")),
               ("device.heightMillimetres", report["device"].get("heightMillimetres"))]
    for index, contact in enumerate(report.get("contacts", [])):
        figures.append((f"contacts[{index}].travelMillimetres", contact.get("travelMillimetres")))
    for target in report.get("accuracyTargets", []):
        figures.append((f"accuracyTargets[{target['place']}].miss", target.get("miss")))
    for check in report.get("checks", []):
        if check.get("unit") == "mm":
            figures.append((f"checks[{check['id']}].value", check.get("value")))
    return figures


def millimetres(path, reference_path, tolerance):
    with open(path) as f:
        report = json.load(f)
    with open(reference_path) as f:
        reference = json.load(f)
    mine, theirs = millimetre_figures(report), dict(millimetre_figures(reference))
    differences, largest, compared = [], 0.0, 0
    if len(mine) != len(theirs):
        differences.append(f"{len(mine)} figures in mm against {len(theirs)}")
    for name, value in mine:
        if name not in theirs:
            differences.append(f"{name} only in {path}")
            continue
        expected = theirs[name]
        if value is None or expected is None:
            if value != expected:
                differences.append(f"{name}: {value} against {expected}")
            continue
        compared += 1
        largest = max(largest, abs(value - expected))
        if abs(value - expected) > tolerance:
            differences.append(f"{name}: {value} mm against {expected} mm")
    print(f"{compared} figures in mm compared, largest difference {largest:.4f} mm")
    for difference in differences:
        print(difference)
    return 1 if differences or compared == 0 else 0


def main(arguments):
    if arguments[0] == "millimetres":
        return millimetres(arguments[1], arguments[2], float(arguments[3]))
    if arguments[0] == "value":
        with open(arguments[1]) as f:
            report = json.load(f)
        print(eval(arguments[2], {"report": report, "len": len, "round": round}))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
