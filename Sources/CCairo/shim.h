#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-ft.h>
#include <fontconfig/fontconfig.h>
