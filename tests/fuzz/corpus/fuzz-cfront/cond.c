#if A
int a;
#elif B
#else
#endif
char *s = R"x(
)x" L"w" u8'c';
