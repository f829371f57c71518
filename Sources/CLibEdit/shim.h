#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

// Swift cannot call C variadic functions (el_set, el_get, history, sigaction's
// union, ioctl) nor touch the C globals stdin/stdout/stderr under Swift 6
// concurrency checking, so each use the line editor needs has a fixed-signature
// wrapper here. Everything is `static inline` and keeps no state: a static
// variable in this header would be duplicated in every Swift object file.

#include <errno.h>
#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif
#include <unistd.h>
#if defined(__GLIBC__)
// mallopt, for main.swift: glibc's Swift module leaves <malloc.h> out.
#include <malloc.h>
#endif

typedef char *(*clibedit_prompt_function)(EditLine *);
typedef unsigned char (*clibedit_editor_function)(EditLine *, int);

// MARK: - Editor

/// el_init on the process's standard streams: the editor draws on standard output, or on
/// standard error when `on_stderr` (standard output is a pipe, as in `diffable | tee log`).
static inline EditLine *clibedit_init(const char *program, int on_stderr) {
  return el_init(program, stdin, on_stderr ? stderr : stdout, stderr);
}

/// EL_PREP_TERM: puts the terminal in the editor's raw mode now. el_gets does it only when it
/// reads the first key, after drawing the prompt, so keys typed (or pasted) in between would be
/// echoed twice: once by the terminal, once by the editor.
static inline int clibedit_prepare_terminal(EditLine *el) {
  return el_set(el, EL_PREP_TERM, 1);
}

typedef int (*clibedit_read_function)(EditLine *, wchar_t *);

/// EL_GETCFN: the function that reads one character for the editor (1: read, 0: end of
/// file, -1: error with errno set).
static inline int clibedit_set_read_function(EditLine *el, clibedit_read_function function) {
  return el_set(el, EL_GETCFN, function);
}

/// EL_EDITOR: "emacs" or "vi".
static inline int clibedit_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/// EL_SIGNAL: let libedit restore the terminal around SIGINT, SIGTSTP, SIGWINCH...
static inline int clibedit_set_signal_handling(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

/// EL_PROMPT_ESC: text between two `ignore` characters is sent to the terminal as is and takes
/// no columns (it is glued to the visible character after it).
static inline int clibedit_set_prompt(EditLine *el, clibedit_prompt_function function, char ignore) {
  return el_set(el, EL_PROMPT_ESC, function, ignore);
}

/// EL_CLIENTDATA: an opaque pointer the C callbacks read back, since they cannot capture.
static inline int clibedit_set_client_data(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *clibedit_client_data(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

/// EL_HIST: arrow keys and ^P/^N walk this history.
static inline int clibedit_set_history(EditLine *el, History *entries) {
  return el_set(el, EL_HIST, history, entries);
}

/// EL_ADDFN: a named editor function the key map can bind.
static inline int clibedit_add_function(
  EditLine *el, const char *name, const char *help, clibedit_editor_function function
) {
  return el_set(el, EL_ADDFN, name, help, function);
}

/// EL_BIND key function (emacs-style key names such as "^I").
static inline int clibedit_bind(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, key, function, (const char *)NULL);
}

/// Writes text to the editor's output stream at once (used to list completions): standard
/// output, or standard error when `on_stderr`.
static inline void clibedit_write_output(const char *text, int on_stderr) {
  FILE *stream = on_stderr ? stderr : stdout;
  fputs(text, stream);
  fflush(stream);
}

// Declared again because <wchar.h> only declares it in X/Open mode; the signature is POSIX's.
extern int wcwidth(wchar_t);

/// Terminal columns a character takes: wcwidth(3) (-1 for control characters).
static inline int clibedit_character_columns(wchar_t character) { return wcwidth(character); }

/// Width of the terminal on `descriptor`, or 0 when it is not a terminal.
static inline int clibedit_terminal_columns(int descriptor) {
  struct winsize size;
  if (ioctl(descriptor, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

// MARK: - History

/// H_SETSIZE: keep only the newest `size` entries.
static inline int clibedit_history_set_size(History *h, int size) {
  HistEvent event;
  return history(h, &event, H_SETSIZE, size);
}

/// H_SETUNIQUE: do not enter a line equal to the one before it.
static inline int clibedit_history_set_unique(History *h, int unique) {
  HistEvent event;
  return history(h, &event, H_SETUNIQUE, unique);
}

/// H_ENTER: append a line.
static inline int clibedit_history_enter(History *h, const char *line) {
  HistEvent event;
  return history(h, &event, H_ENTER, line);
}

/// H_LOAD: read a file in libedit's format; -1 when it is not one or cannot be read.
static inline int clibedit_history_load(History *h, const char *path) {
  HistEvent event;
  return history(h, &event, H_LOAD, path);
}

/// H_SAVE_FP into memory: the history file's bytes (libedit's format), for the caller to write
/// with every write checked; H_SAVE itself ignores a failed write (buffered stdio, fclose
/// unchecked). H_SAVE_FP fchmods its stream's descriptor, so an open_memstream stream (which
/// has none) fails: the stream is a memory file (memfd) on Linux, so that nothing touches a
/// disk that may be full, and tmpfile() elsewhere. Returns a malloc'ed buffer the caller
/// frees, or NULL; `size` gets its length.
static inline char *clibedit_history_save_to_memory(History *h, size_t *size) {
#if defined(__linux__) && defined(SYS_memfd_create)
  int descriptor = (int)syscall(SYS_memfd_create, "diffable-history", 1 /* MFD_CLOEXEC */);
  FILE *stream = descriptor >= 0 ? fdopen(descriptor, "w+") : NULL;
  if (stream == NULL && descriptor >= 0) close(descriptor);
#else
  FILE *stream = tmpfile();
#endif
  if (stream == NULL) return NULL;
  HistEvent event;
  char *buffer = NULL;
  if (history(h, &event, H_SAVE_FP, stream) >= 0 && fflush(stream) == 0) {
    long length = ftell(stream);
    buffer = length >= 0 ? malloc(length > 0 ? (size_t)length : 1) : NULL;
    rewind(stream);
    if (buffer != NULL && fread(buffer, 1, (size_t)length, stream) == (size_t)length) {
      *size = (size_t)length;
    } else {
      free(buffer);
      buffer = NULL;
    }
  }
  fclose(stream);
  return buffer;
}

/// H_LAST: the oldest entry (NULL when there is none); H_PREV then walks to newer ones.
static inline const char *clibedit_history_oldest(History *h) {
  HistEvent event;
  if (history(h, &event, H_LAST) < 0) return NULL;
  return event.str;
}

/// H_PREV: the next newer entry after the last one returned, NULL after the newest.
static inline const char *clibedit_history_newer(History *h) {
  HistEvent event;
  if (history(h, &event, H_PREV) < 0) return NULL;
  return event.str;
}

/// H_GETSIZE: the number of entries.
static inline int clibedit_history_count(History *h) {
  HistEvent event;
  if (history(h, &event, H_GETSIZE) < 0) return 0;
  return event.num;
}

// MARK: - Signals

static inline void clibedit_ignore_signal(int signal_number) { (void)signal_number; }

/// Whether `signal_number` is ignored (SIG_IGN), as `nohup` leaves SIGHUP and a shell leaves
/// SIGINT for a background job: the program keeps it so.
static inline int clibedit_signal_is_ignored(int signal_number) {
  struct sigaction current;
  if (sigaction(signal_number, NULL, &current) != 0) return 0;
  return current.sa_handler == SIG_IGN;
}

/// Installs `handler` for `signal_number` without SA_RESTART, so that a blocked read (and so
/// el_gets) returns with EINTR when the signal arrives.
static inline int clibedit_install_handler(int signal_number, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler != NULL ? handler : clibedit_ignore_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(signal_number, &action, NULL);
}

/// Installs `handler` for SIGINT without SA_RESTART, so that a blocked read (and so el_gets)
/// returns with EINTR when Ctrl-C is pressed instead of the process dying.
static inline int clibedit_install_sigint_handler(void (*handler)(int)) {
  return clibedit_install_handler(SIGINT, handler);
}

/// Sends `signal_number` again to this process alone with its default action (end, or stop for
/// SIGTSTP): from a handler, after the terminal was restored. The parent sees the process end
/// of the signal (a shell reports 128 + N). Async-signal-safe. Returns only when the default
/// action is to stop and the process was continued.
static inline void clibedit_raise_default(int signal_number) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(signal_number, &action, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal_number);
  kill(getpid(), signal_number);
  // A handler runs with its own signal blocked: let the one just sent through.
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// EL_REFRESH: draws the prompt and the line again (after the program was continued).
static inline int clibedit_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

/// Blocks (hold != 0) or unblocks the signals that end a session (SIGHUP, SIGTERM, SIGINT,
/// SIGQUIT), so that saving the history is not cut between writing and renaming the file.
static inline void clibedit_hold_termination_signals(int hold) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGHUP);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGQUIT);
  sigprocmask(hold ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

#endif
