#!/bin/bash
# build-plugin-with-pkg-config.sh PREFIX SOURCE OUTPUT: builds a -fplugin= plugin with nothing
# but the compile flags pkg-config gives for the ompfe installed in PREFIX (no libraries: ompfe
# gives the plugin its C API).
set -euo pipefail
export PKG_CONFIG_PATH="$1/lib/pkgconfig"
# shellcheck disable=SC2046 # the flags are words
cc -std=c11 -shared -fPIC -Wall -Wextra -Werror $(pkg-config --cflags ompfe) "$2" -o "$3"
