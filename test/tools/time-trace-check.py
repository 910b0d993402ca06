#!/usr/bin/env python3
"""time-trace-check.py FILE.json...: checks each -ftime-trace file as a Chrome trace reader
reads it (JSON with traceEvents and beginningOfTime, complete events with ts and dur in
microseconds, the process's name) and that it holds together: the stages lie end to end inside
ExecuteCompiler, whose duration is their sum, and each has its "Total" row; each per-function
event ("CodeGen Function", the function's name in its detail) lies inside the emit MLIR stage,
and their Total row counts them. Prints, per file, the process name and the stages in order,
then the functions with events, for FileCheck."""
import json
import os
import sys


def check(path):
    with open(path) as f:
        trace = json.load(f)
    events = trace["traceEvents"]
    assert trace["beginningOfTime"] > 1.5e15, "beginningOfTime is not microseconds since the epoch"
    names = [e["args"]["name"] for e in events if e.get("ph") == "M" and e["name"] == "process_name"]
    complete = [e for e in events if e.get("ph") == "X"]
    total = [e for e in complete if e["name"] == "ExecuteCompiler"]
    assert len(total) == 1, "one ExecuteCompiler event"
    functions = [e for e in complete if e["name"] == "CodeGen Function"]
    stages = [e for e in complete if e["name"] not in ("ExecuteCompiler", "CodeGen Function") and not e["name"].startswith("Total ")]
    end = 0
    for e in stages:
        assert e["ts"] >= end - 1 and e["dur"] >= 0, f"stage {e['name']} overlaps the one before"
        assert e["tid"] == total[0]["tid"] and e["pid"] == total[0]["pid"]
        end = e["ts"] + e["dur"]
    assert abs(end - total[0]["dur"]) <= len(stages), f"stages end at {end}, ExecuteCompiler at {total[0]['dur']}"
    totals = {e["name"][len("Total "):] for e in complete if e["name"].startswith("Total ")}
    assert totals == {e["name"] for e in stages} | ({"CodeGen Function"} if functions else set()), "a Total row per stage"
    emit = [e for e in stages if e["name"] == "emit MLIR"]
    for e in functions:
        assert emit and emit[0]["ts"] - 1 <= e["ts"] and e["ts"] + e["dur"] <= emit[0]["ts"] + emit[0]["dur"] + 1, \
            f"CodeGen Function {e['args']['detail']} lies outside emit MLIR"
    if functions:
        count = [e["args"]["count"] for e in complete if e["name"] == "Total CodeGen Function"]
        assert count == [len(functions)], "the Total row counts the functions"
    print(f"{os.path.basename(path)}: {names[0]}: " + ", ".join(e["name"] for e in stages))
    if functions:
        print("  functions: " + ", ".join(e["args"]["detail"] for e in functions))


for p in sys.argv[1:]:
    check(p)
