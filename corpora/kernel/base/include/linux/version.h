#define LINUX_VERSION_CODE 198656
#define KERNEL_VERSION(a,b,c) (((a) << 16) + ((b) << 8) + (c))
