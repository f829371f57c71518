#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H
#include <stdio.h>
#include <histedit.h>
#endif
