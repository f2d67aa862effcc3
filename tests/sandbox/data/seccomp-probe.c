// SPDX-License-Identifier: GPL-2.0
/*
 * Compiled and run inside the sandbox by tests/sandbox/test-run.c: tries system calls the seccomp
 * filter denies and prints how each ended ("ptrace=EPERM"), and checks that fork and threads
 * (which glibc starts with clone3, then clone) still work.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void show(const char *name, long rc)
{
	printf("%s=%s\n", name, rc >= 0 ? "ok" : strerrorname_np(errno));
}

static void *thread(void *arg)
{
	return arg;
}

int main(void)
{
	pthread_t t;
	pid_t child = fork();
	int rc;

	if (child == 0) {
		pause();
		_exit(0);
	}
	show("fork", child);
	/* the program's own child: safe to stop without the filter too (the fallback case) */
	show("ptrace", ptrace(PTRACE_ATTACH, child, 0, 0));
	kill(child, SIGKILL);
	waitpid(child, NULL, 0);
	show("unshare", unshare(CLONE_NEWUSER));
	show("clone3", syscall(SYS_clone3, NULL, 0));
	show("personality", personality(PER_LINUX | ADDR_NO_RANDOMIZE));
	show("personality-query", personality(0xffffffff));
	rc = pthread_create(&t, NULL, thread, NULL);
	errno = rc;
	show("pthread", rc ? -1 : pthread_join(t, NULL));
	return 0;
}
