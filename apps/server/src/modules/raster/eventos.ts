// What happens once a raster's figures are stored (estado 'listo'). The read API's stage (issue 27:
// alerts when a territory's index drops) fills this in; processing only calls it.
import type { AppContext } from '../../context.ts';

/** Called after a raster's `raster_capa` rows and `listo` state are committed. */
export async function alTerminarRaster(_ctx: AppContext, _rasterId: number): Promise<void> {}
