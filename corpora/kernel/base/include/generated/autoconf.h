/*
 * Automatically generated file; DO NOT EDIT.
 * Linux/x86 Kernel Configuration (the minikernel's fixed one)
 */
#define CONFIG_X86 1
#define CONFIG_64BIT 1
#define CONFIG_PM 1
#define CONFIG_PM_SLEEP 1
#define CONFIG_PROC_FS 1
#define CONFIG_NET 1
#define CONFIG_OF 1
#define CONFIG_SPI 1
#define CONFIG_I2C 1
#define CONFIG_USB 1
#define CONFIG_INPUT 1
#define CONFIG_IIO 1
#define CONFIG_LCD_CLASS_DEVICE 1
#define CONFIG_HZ 250
