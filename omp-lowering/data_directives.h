/* data_directives: `target data`, `target enter data`, `target exit data` and `target
 * update` become __tgt_target_data_{begin,end,update}_mapper calls over offload arrays. */
#ifndef OFE_DATA_DIRECTIVES_H
#define OFE_DATA_DIRECTIVES_H

#include "emit/emit.h"

void ofe_omp_emit_data(OfeEmit *e, const OfeOmpDirective *d);

#endif
