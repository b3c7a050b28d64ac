// CMemoryHints is header-only (include/CMemoryHints.h); SwiftPM needs one source file in a C target.
#include "CMemoryHints.h"
