// higc-bench-spawn: runs one command and reports its wall time, exit status and peak memory.
//
//   higc-bench-spawn REPORT STDERR COMMAND [ARG…]
//
// Why a separate C program: Linux charges a child's ru_maxrss with the resident size of the
// process it was forked from (exec records the old address space's high-water mark), so a
// measurement spawned straight from the Swift benchmark (~20 MB resident) would never read below
// that. Forked from this ~1 MB launcher, the child's ru_maxrss (from wait4) is its own.
// The child's stdin and stdout are /dev/null and its stderr goes to STDERR. REPORT receives one
// line: "<exit status> <wall seconds> <ru_maxrss KiB>".
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <errno.h>

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: higc-bench-spawn REPORT STDERR COMMAND [ARG...]\n");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); return 2; }
    if (pid == 0) {
        int in = open("/dev/null", O_RDONLY);
        int out = open("/dev/null", O_WRONLY);
        int err = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in < 0 || out < 0 || err < 0) _exit(126);
        dup2(in, 0); dup2(out, 1); dup2(err, 2);
        execv(argv[3], argv + 3);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) { perror("wait4"); return 2; }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    FILE *report = fopen(argv[1], "w");
    if (!report) { perror(argv[1]); return 2; }
    fprintf(report, "%d %.6f %ld\n", code, seconds, usage.ru_maxrss);
    fclose(report);
    return 0;
}
