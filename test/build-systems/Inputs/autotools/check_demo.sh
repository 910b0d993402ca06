#!/bin/sh
./demo | grep -q "x=6 on_device=1"
