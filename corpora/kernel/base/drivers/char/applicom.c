/* Derived from Applicom driver ac.c for SCO Unix                            */
/* Ported by David Woodhouse, Axiom (Cambridge) Ltd.                         */
/* dwmw2@infradead.org 30/8/98                                               */
/* $Id: ac.c,v 1.30 2000/03/22 16:03:57 dwmw2 Exp $			     */
/* This module is for Linux 2.1 and 2.2 series kernels.                      */
/*****************************************************************************/
/* J PAGET 18/02/94 passage V2.4.2 ioctl avec code 2 reset to les interrupt  */
/* ceci pour reseter correctement apres une sortie sauvage                   */
/* J PAGET 02/05/94 passage V2.4.3 dans le traitement de d'interruption,     */
/* LoopCount n'etait pas initialise a 0.                                     */
/*****************************************************************************/

#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/interrupt.h>
#include <linux/slab.h>
#include <linux/mutex.h>
#include <linux/miscdevice.h>
#include <linux/sched.h>
#include <linux/wait.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/uaccess.h>

#define DRIVER_VERSION	"1.30"

#define MAX_BOARD		8	/* maximum of pc board possible */
#define MAX_ISA_BOARD		4
#define LEN_RAM_IO		0x800

#define DATA_FROM_PC_READY	0x00
#define TIC_DES_FROM_PC		0x01
#define NUMCARD_DES_FROM_PC	0x03
#define RAM_IT_FROM_PC		0x17FE
#define TYPE_CARD		0x1FA0
#define SERIAL_NUMBER		0x1FC0
#define CONF_END_TEST		0x1FD0
#define VERS			0x1FE0
#define RAM_IT_TO_PC		0x1FEE
#define DATA_TO_PC_READY	0x1FF1
#define TIC_OWNER_TO_PC		0x1FF4
#define NUMCARD_OWNER_TO_PC	0x1FF5

struct st_ram_io {
	unsigned char data_to_pc_ready;
	unsigned char tic_owner_to_pc;
	unsigned char numcard_owner_to_pc;
	unsigned char tic_des_from_pc;
	unsigned char num_card;
	unsigned char conf_end_test[4];
	unsigned char error_code[2];
	unsigned char vers;
};

static DEFINE_MUTEX(ac_mutex);

static unsigned int irq;	/* interrupt number IRQ       */
static unsigned long mem;	/* physical segment of board  */

module_param(irq, uint, 0);
MODULE_PARM_DESC(irq, "IRQ of the Applicom board");
module_param(mem, ulong, 0);
MODULE_PARM_DESC(mem, "Shared Memory Address of Applicom board");

static unsigned int numboards;	/* number of installed boards */
static DECLARE_WAIT_QUEUE_HEAD(FlagSleepRec);
static unsigned int DeviceErrorCount;	/* number of device error     */

static struct applicom_board {
	unsigned long PhysIO;
	void __iomem *RamIO;
	long irq;
	spinlock_t mutex;
} apbs[MAX_BOARD];

static ssize_t ac_read (struct file *, char __user *, size_t, loff_t *);
static long ac_ioctl(struct file *, unsigned int, unsigned long);
static irqreturn_t ac_interrupt(int, void *);

static const struct file_operations ac_fops = {
	.owner = THIS_MODULE,
	.llseek = no_llseek,
	.read = ac_read,
	.unlocked_ioctl = ac_ioctl,
};

static struct miscdevice ac_miscdev = {
	AC_MINOR,
	"ac",
	&ac_fops
};

static int ac_register_board(unsigned long physloc, void __iomem *loc,
		      unsigned char boardno)
{
	if((readb(loc + CONF_END_TEST)     != 0x00) ||
	   (readb(loc + CONF_END_TEST + 1) != 0x55) ||
	   (readb(loc + CONF_END_TEST + 2) != 0xAA) ||
	   (readb(loc + CONF_END_TEST + 3) != 0xFF))
		return 0;

	if (!boardno)
		boardno = readb(loc + NUMCARD_OWNER_TO_PC);

	if (!boardno || boardno > MAX_BOARD) {
		printk(KERN_WARNING "Board #%d (at 0x%lx) is out of range (1 <= x <= %d).\n",
		       boardno, physloc, MAX_BOARD);
		return 0;
	}

	if (apbs[boardno - 1].RamIO) {
		printk(KERN_WARNING "Board #%d (at 0x%lx) conflicts with previous board #%d (at 0x%lx)\n",
		       boardno, physloc, boardno, apbs[boardno-1].PhysIO);
		return 0;
	}

	boardno--;

	apbs[boardno].PhysIO = physloc;
	apbs[boardno].RamIO = loc;
	spin_lock_init(&apbs[boardno].mutex);

	numboards++;
	return boardno + 1;
}

static void __exit applicom_exit(void)
{
	unsigned int i;

	misc_deregister(&ac_miscdev);

	for (i = 0; i < MAX_BOARD; i++) {

		if (!apbs[i].RamIO)
			continue;

		if (apbs[i].irq)
			free_irq(apbs[i].irq, &ac_miscdev);

		iounmap(apbs[i].RamIO);
	}
}

static int __init applicom_init(void)
{
	int i, numisa = 0;
	void __iomem *RamIO;
	int boardno, ret;

	printk(KERN_INFO "Applicom driver: $Id: ac.c,v 1.30 2000/03/22 16:03:57 dwmw2 Exp $\n");

	/* Now try the specified ISA cards */

	for (i = 0; i < MAX_ISA_BOARD; i++) {
		RamIO = ioremap_nocache(mem + (LEN_RAM_IO * i), LEN_RAM_IO);

		if (!RamIO) {
			printk(KERN_INFO "ac.o: Failed to ioremap ISA memory space at 0x%lx\n", mem + (LEN_RAM_IO * i));
			continue;
		}

		if (!(boardno = ac_register_board((unsigned long)mem+ (LEN_RAM_IO*i),
						  RamIO,i+1))) {
			iounmap(RamIO);
			continue;
		}

		printk(KERN_NOTICE "Applicom ISA card found at mem 0x%lx, irq %d\n", mem + (LEN_RAM_IO*i), irq);

		if (!numisa) {
			if (request_irq(irq, &ac_interrupt, IRQF_SHARED, "Applicom ISA", &ac_miscdev)) {
				printk(KERN_WARNING "Could not allocate IRQ %d for ISA Applicom device.\n", irq);
				iounmap(RamIO);
				apbs[boardno - 1].RamIO = NULL;
			}
			else
				apbs[boardno - 1].irq = irq;
		}
		else
			apbs[boardno - 1].irq = 0;

		numisa++;
	}

	if (!numisa)
		printk(KERN_WARNING "ac.o: No valid ISA Applicom boards found "
				"at mem 0x%lx\n", mem);

	if (!numboards)
		return -ENXIO;

	ret = misc_register(&ac_miscdev);
	if (ret) {
		printk(KERN_WARNING "ac.o: Unable to register misc device\n");
		applicom_exit();
		return ret;
	}
	return 0;
}

module_init(applicom_init);
module_exit(applicom_exit);

static ssize_t ac_read (struct file *filp, char __user *buf, size_t count, loff_t *ptr)
{
	unsigned int i;
	unsigned char tmp;
	int ret = 0;

	if (count != sizeof(struct st_ram_io))
		return -EINVAL;

	for (i=0; i < MAX_BOARD; i++) {
		unsigned long flags;

		if (!apbs[i].RamIO)
			continue;
		spin_lock_irqsave(&apbs[i].mutex, flags);

		tmp = readb(apbs[i].RamIO + DATA_TO_PC_READY);

		if (tmp == 2) {
			struct st_ram_io st_loc;

			st_loc.tic_owner_to_pc = readb(apbs[i].RamIO + TIC_OWNER_TO_PC);
			st_loc.numcard_owner_to_pc = readb(apbs[i].RamIO + NUMCARD_OWNER_TO_PC);
			writeb(0, apbs[i].RamIO + DATA_TO_PC_READY);
			spin_unlock_irqrestore(&apbs[i].mutex, flags);

			if (copy_to_user(buf, &st_loc, sizeof(st_loc)))
				ret = -EFAULT;
			return ret ? ret : count;
		}
		spin_unlock_irqrestore(&apbs[i].mutex, flags);
	}

	return -EAGAIN;
}

static irqreturn_t ac_interrupt(int vec, void *dev_instance)
{
	unsigned int i;
	unsigned int FlagInt;
	unsigned int LoopCount;
	int handled = 0;

	LoopCount = 0;

	do {
		FlagInt = 0;
		for (i = 0; i < MAX_BOARD; i++) {

			/* Skip if this board doesn't exist */
			if (!apbs[i].RamIO)
				continue;

			spin_lock(&apbs[i].mutex);

			/* Skip if this board doesn't want attention */
			if(readb(apbs[i].RamIO + RAM_IT_TO_PC) == 0) {
				spin_unlock(&apbs[i].mutex);
				continue;
			}

			handled = 1;
			FlagInt = 1;
			writeb(0, apbs[i].RamIO + RAM_IT_TO_PC);

			if (readb(apbs[i].RamIO + DATA_TO_PC_READY) > 2) {
				printk(KERN_WARNING "APPLICOM driver interrupt err board %d, DataToPcReady = %d\n",
				       i+1,(int)readb(apbs[i].RamIO + DATA_TO_PC_READY));
				DeviceErrorCount++;
			}

			wake_up_interruptible(&FlagSleepRec);
			spin_unlock(&apbs[i].mutex);
		}
	} while(FlagInt && LoopCount++ < 3);

	return IRQ_RETVAL(handled);
}

static long ac_ioctl(struct file *file, unsigned int cmd, unsigned long arg)

{				/* @ ADG ou ATO selon le cas */
	int i;
	unsigned char IndexCard;
	void __iomem *pmem;
	int ret = 0;
	struct st_ram_io adgl;
	void __user *argp = (void __user *)arg;

	/* In general, the device is only openable by root anyway, so we're not
	   particularly concerned that bogus ioctls can flood the console. */

	if (!access_ok(VERIFY_WRITE, argp, sizeof(struct st_ram_io)))
		return -EFAULT;
	if (copy_from_user(&adgl, argp, sizeof(struct st_ram_io)))
		return -EFAULT;

	mutex_lock(&ac_mutex);
	IndexCard = adgl.num_card-1;

	if (IndexCard >= MAX_BOARD || !apbs[IndexCard].RamIO) {
		printk(KERN_WARNING "APPLICOM driver IOCTL, bad board number %d\n",
		       (int)IndexCard + 1);
		mutex_unlock(&ac_mutex);
		return -EINVAL;
	}

	switch (cmd) {

	case 0:
		pmem = apbs[IndexCard].RamIO;
		for (i = 0; i < sizeof(struct st_ram_io); i++)
			((unsigned char *)&adgl)[i] = readb(pmem++);
		if (copy_to_user(argp, &adgl, sizeof(struct st_ram_io)))
			ret = -EFAULT;
		break;
	case 1:
		pmem = apbs[IndexCard].RamIO + CONF_END_TEST;
		for (i = 0; i < 4; i++)
			adgl.conf_end_test[i] = readb(pmem++);
		for (i = 0; i < 2; i++)
			adgl.error_code[i] = readb(pmem++);
		adgl.vers = readb(apbs[IndexCard].RamIO + VERS);
		if (copy_to_user(argp, &adgl, sizeof(struct st_ram_io)))
			ret = -EFAULT;
		break;
	case 3:
		pmem = apbs[IndexCard].RamIO + TIC_DES_FROM_PC;
		writeb(adgl.tic_des_from_pc, pmem);
		writeb(adgl.num_card, apbs[IndexCard].RamIO + NUMCARD_DES_FROM_PC);
		writeb(1, apbs[IndexCard].RamIO + DATA_FROM_PC_READY);
		writeb(1, apbs[IndexCard].RamIO + RAM_IT_FROM_PC);
		break;
	default:
		ret = -ENOTTY;
		break;
	}
	mutex_unlock(&ac_mutex);
	return ret;
}

MODULE_AUTHOR("David Woodhouse & Applicom International");
MODULE_DESCRIPTION("Driver for Applicom Profibus card");
MODULE_LICENSE("GPL");
MODULE_ALIAS_MISCDEV(AC_MINOR);
