#!/bin/bash
# build-with-pkg-config.sh PREFIX OUTPUT: builds the consumer with nothing but what
# pkg-config says about the ompfe installed in PREFIX (compile flags, link line, resource dir).
set -euo pipefail
export PKG_CONFIG_PATH="$1/lib/pkgconfig"
resource_dir=$(pkg-config --variable=resourcedir ompfe)
echo "pkg-config: ompfe $(pkg-config --modversion ompfe), resource dir $resource_dir"
# shellcheck disable=SC2046 # the flags are words
cc -std=c11 -Wall -Wextra -Werror -DOMPFE_RESOURCE_DIR="\"$resource_dir\"" "$(dirname "$0")/consumer/main.c" \
   $(pkg-config --cflags ompfe) $(pkg-config --libs ompfe) -o "$2"
