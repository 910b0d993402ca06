/* pipeline: plans the jobs of a build from the parsed options: per input the ompfe, offload
   packager and clang-19 commands of its mode (plain C, OpenMP on the host, OpenMP with
   offloading), then one link. The command forms are those of docs/offload-abi.md §6. */
#ifndef OFE_DRIVER_PIPELINE_H
#define OFE_DRIVER_PIPELINE_H

#include <stdbool.h>

#include "driver/jobs.h"
#include "driver/options.h"
#include "driver/pool.h"
#include "driver/temps.h"
#include "driver/tools.h"

/* Appends every job to `jobs`, creating the temporary names they use. False after an error
   (reported here). */
bool ofe_pipeline_plan(const OfeDriverOptions *options, const OfeToolPaths *tools, OfeTemps *temps,
                       OfeJobList *jobs, OfePool *pool);

#endif
