// Demo GeoTIFFs for a territory and its report weeks (issue 27): made at seed time, deterministic,
// consistent with the territory's boundary and with each other. EDEB Full gets a multispectral
// raster (blue, green, red, red edge, NIR), EDEB Foliar an NDVI raster, EDEB Sensores canopy
// temperature and soil moisture maps; Full and Foliar also get a true-colour raster of the same
// field. Values follow the crop's season (leaf-out in the Maule's late spring), and a territory
// marked `estres` has a patch that appears in the third-newest week and grows each week after.
import type { Banda, TipoIndice, TipoRaster } from '@agro/domain/indices';
import type { TipoServicio } from '@agro/domain/constants';
import type { Geometria } from '@agro/domain/limites';
import { addDays } from '@agro/domain/periods';
import { escribirGeoTiff, type TipoEscritura } from '../write.ts';
import { azar, campo, cobertura, cultivoDe, diaTemporada, type Campo } from './campo.ts';

export interface ParcelaDemo {
  /** Seeds the field: the same key always gives the same rows, zones and patch. */
  clave: string;
  cultivos: readonly string[];
  servicio: TipoServicio;
  limite: Geometria;
  /** This territory shows the growing stress patch (an alert's reason). */
  estres?: boolean;
}

export interface RasterDemo {
  /** Monday of the report week. */
  semana: string;
  nombre: string;
  tipo: TipoRaster;
  indice?: TipoIndice;
  /** Band numbers of a multispectral raster. */
  bandas?: Partial<Record<Banda, number>>;
  archivo: Uint8Array;
}

const NODATA = -9999;
/** Ground size of a demo pixel: a satellite-like 2 m for the field; sensor maps at 4 m. */
const METROS = 2;
// Reflectance of full canopy and of dry soil: blue, green, red, red edge, NIR.
const HOJA = [0.03, 0.09, 0.04, 0.22, 0.48];
const SUELO = [0.1, 0.13, 0.18, 0.2, 0.22];
const ORDEN_BANDAS: Partial<Record<Banda, number>> = { azul: 1, verde: 2, rojo: 3, borde_rojo: 4, nir: 5 };

/** The GeoTIFFs of one territory for the given weeks (Mondays, YYYY-MM-DD, any order). */
export function demoRasters(t: ParcelaDemo, semanas: readonly string[]): RasterDemo[] {
  const cultivo = cultivoDe(t.cultivos);
  const c = campo(t.clave, t.limite, METROS, cultivo);
  const orden = [...semanas].sort();
  return orden.flatMap((semana, i) => {
    const edad = t.estres ? i - (orden.length - 3) : -1; // 0, 1, 2 in the three newest weeks
    const dia = diaTemporada(addDays(semana, 3));
    const e: Escena = { c, cob: cobertura(cultivo, dia), edad, azar: azar(`${t.clave}/${semana}`), dia };
    if (t.servicio === 'EDEB Sensores') return sensores(e, semana);
    const refl = reflectancias(e);
    const color: RasterDemo = {
      semana,
      nombre: `color-${semana}.tif`,
      tipo: 'color',
      archivo: colorVerdadero(e, refl),
    };
    const indice: RasterDemo =
      t.servicio === 'EDEB Full'
        ? {
            semana,
            nombre: `multiespectral-${semana}.tif`,
            tipo: 'multiespectral',
            bandas: ORDEN_BANDAS,
            archivo: escribir(
              e,
              refl.map((b) => b.map((v) => Math.round(v * 10_000))),
              'uint16',
            ),
          }
        : { semana, nombre: `ndvi-${semana}.tif`, tipo: 'indice', indice: 'NDVI', archivo: ndvi(e, refl) };
    return [indice, color];
  });
}

interface Escena {
  c: Campo;
  cob: { hilera: number; entre: number };
  edad: number;
  azar: () => number;
  dia: number;
}

/** How hard the stress patch hits a pixel (0–1): none before it appears, wider and deeper each week. */
function estres(e: Escena, k: number): number {
  if (e.edad < 0 || !e.c.dentro[k]) return 0;
  const radio = (90 + 50 * e.edad) / e.c.metros;
  const d = Math.hypot((k % e.c.ancho) - e.c.foco.c, Math.floor(k / e.c.ancho) - e.c.foco.f) / radio;
  return d >= 1 ? 0 : (0.8 + 0.07 * e.edad) * (1 - d * d);
}

/**
 * Reflectance per band (blue, green, red, red edge, NIR) of every pixel: a mixture of canopy and
 * soil by the pixel's canopy cover, canopy vigour by zone, and the stress patch's damage.
 */
function reflectancias(e: Escena): Float32Array[] {
  const { c, cob } = e;
  const n = c.ancho * c.alto;
  const out = HOJA.map(() => new Float32Array(n));
  for (let k = 0; k < n; k++) {
    const ruido = (e.azar() - 0.5) * 0.08;
    const s = estres(e, k);
    const zona = c.zona[k]!;
    const fc = c.dentro[k]
      ? Math.min(
          1,
          Math.max(0, (cob.entre + (cob.hilera - cob.entre) * c.hilera[k]!) * zona * (1 - s) + ruido),
        )
      : Math.max(0, 0.12 + 0.5 * (zona - 1) + ruido);
    const vigor = c.dentro[k] ? zona * (1 - 0.5 * s) : 0.8;
    for (let b = 0; b < 5; b++) {
      const hoja = b >= 3 ? HOJA[b]! * vigor : b === 2 ? HOJA[b]! + 0.05 * s : HOJA[b]!;
      out[b]![k] = fc * hoja + (1 - fc) * SUELO[b]!;
    }
  }
  return out;
}

function escribir(e: Escena, bandas: ArrayLike<number>[], tipo: TipoEscritura, nodata?: number, paso = 1) {
  const t = e.c.transform;
  const [ancho, alto] = [Math.floor(e.c.ancho / paso), Math.floor(e.c.alto / paso)];
  return escribirGeoTiff({
    ancho,
    alto,
    tipo,
    bandas,
    epsg: e.c.epsg,
    transform: { ...t, dx: t.dx * paso, dy: t.dy * paso },
    nodata,
  });
}

function ndvi(e: Escena, [, , rojo, , nir]: Float32Array[]): Uint8Array {
  const v = rojo!.map((r, k) => (nir![k]! - r) / (nir![k]! + r));
  return escribir(e, [v], 'float32', NODATA);
}

/** Red, green, blue of the same reflectances, brightened and gamma-encoded as a camera would. */
function colorVerdadero(e: Escena, [azul, verde, rojo]: Float32Array[]): Uint8Array {
  const a8 = (b: Float32Array) =>
    Uint8Array.from(b, (v) => Math.round(255 * Math.min(1, (3.2 * v) ** (1 / 2.2))));
  return escribir(e, [a8(rojo!), a8(verde!), a8(azul!)], 'uint8');
}

/**
 * Canopy temperature (°C: warmer towards January, hotter where there is less canopy or stress) and
 * soil moisture (%: wetter in the low zones, drier in the patch), interpolated sensor maps at 4 m.
 */
function sensores(e: Escena, semana: string): RasterDemo[] {
  const { c, cob } = e;
  const calor = 4 * Math.sin(((e.dia - 100) / 365) * 2 * Math.PI);
  const riego = 25 + 3 * Math.sin(e.dia / 3.3); // irrigation turns come and go every few weeks
  const [ancho, alto] = [Math.floor(c.ancho / 2), Math.floor(c.alto / 2)];
  const temp = new Float32Array(ancho * alto);
  const humedad = new Float32Array(ancho * alto);
  for (let f = 0; f < alto; f++)
    for (let col = 0; col < ancho; col++) {
      const k = 2 * f * c.ancho + 2 * col;
      const zona = c.zona[k]!;
      const fc = (cob.entre + (cob.hilera - cob.entre) * 0.6) * zona;
      const s = estres(e, k);
      temp[f * ancho + col] = 21 + calor + 10 * (1 - fc) + 30 * (1 - zona) + 6 * s + (e.azar() - 0.5) * 0.6;
      humedad[f * ancho + col] = riego + 60 * (zona - 1) - 14 * s + (e.azar() - 0.5) * 1.5;
    }
  const archivo = (v: Float32Array) => escribir(e, [v], 'float32', NODATA, 2);
  return [
    {
      semana,
      nombre: `temperatura-${semana}.tif`,
      tipo: 'indice',
      indice: 'temperatura',
      archivo: archivo(temp),
    },
    { semana, nombre: `humedad-${semana}.tif`, tipo: 'indice', indice: 'humedad', archivo: archivo(humedad) },
  ];
}
