// The declaration in the header is all this module provides; libFuzzer defines the function.
#include "CFuzzerDriver.h"
