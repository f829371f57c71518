// libFuzzer's driver, called from the Swift entry point: SwiftPM links an executable's
// `main` to its own entry function, so libFuzzer's `main` is never the one that runs.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
