#!/usr/bin/env bash
# Filter for a program's stderr under LIBOMPTARGET_INFO=-1: the lines that name map entries and
# source places (Name=..., "Entering OpenMP kernel at f.c:5:3", the kernel's argument list, the
# mapping table's "x at f.c:4:7"), with pointer values blanked so two builds compare.
set -u
grep -E 'Name=|OpenMP kernel at|OpenMP data region|within the OpenMP data region|mappings after block at|\)\[[0-9]+\]| at [^ ]+:[0-9]+:[0-9]+$' |
  sed -E 's/0x[0-9a-fA-F]+/0x?/g'
