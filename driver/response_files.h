/* response_files: an argument @file stands for the arguments written in the file, as gcc and
   clang read them (build systems use them for command lines too long for the system). */
#ifndef OFE_DRIVER_RESPONSE_FILES_H
#define OFE_DRIVER_RESPONSE_FILES_H

#include <stdbool.h>

#include "driver/pool.h"

/* Replaces every @file in argv[1..] by its arguments (nested ones too); an @file that cannot
   be read stays as it is, as with gcc. *argv then points to a pool array. False after an error
   (reported): files nested too deeply, which is how a file that names itself shows. */
bool ofe_expand_response_files(OfePool *pool, int *argc, char ***argv);

#endif
