// Exact statistics of a layer's valid pixels, accumulated row by row (one pass, bounded memory):
// count, mean and standard deviation (population, as GDAL), class areas by thresholds, a display
// histogram, and percentiles through a fine histogram over the float32 values' bit patterns (2^20
// bins, each with its smallest and largest value): exact whenever a bin holds one distinct value
// (always for 8/16-bit integers), otherwise within the bin's width, 1/2048 of the value.

export interface EspecStats {
  umbrales: readonly number[];
  histograma: { desde: number; hasta: number; paso: number };
}

export interface Estadisticas {
  pixeles: number;
  areaHa: number;
  media: number;
  mediana: number;
  p10: number;
  p90: number;
  desviacion: number;
  min: number;
  max: number;
  /** Area (ha) and pixels per class, in the order of the kind's classes. */
  clases: { areaHa: number; pixeles: number }[];
  histograma: { desde: number; hasta: number; paso: number; conteos: number[] };
}

const BITS = 20;
const BINS = 1 << BITS;
/** The bin of a float's bits, ordered as the values are (negative floats have their bits flipped). */
const bin = (u: number) => ((u & 0x80000000 ? ~u : u | 0x80000000) >>> 0) >>> (32 - BITS);

export class AcumuladorStats {
  private n = 0;
  private base = NaN;
  private suma = 0;
  private suma2 = 0;
  private min = Infinity;
  private max = -Infinity;
  private areaM2 = 0;
  private readonly clasesArea: Float64Array;
  private readonly clasesN: Float64Array;
  private readonly filaClases: Int32Array;
  private readonly histo: Float64Array;
  private readonly fino = new Uint32Array(BINS);
  private readonly finoMin = new Float32Array(BINS).fill(Infinity);
  private readonly finoMax = new Float32Array(BINS).fill(-Infinity);
  private readonly umbrales: number[];
  private readonly espec: EspecStats;

  constructor(espec: EspecStats) {
    this.espec = espec;
    this.umbrales = [...espec.umbrales];
    this.clasesArea = new Float64Array(this.umbrales.length + 1);
    this.clasesN = new Float64Array(this.umbrales.length + 1);
    this.filaClases = new Int32Array(this.umbrales.length + 1);
    const { desde, hasta, paso } = espec.histograma;
    this.histo = new Float64Array(Math.round((hasta - desde) / paso));
  }

  /** Adds values[desde..hasta) (NaN = not valid) of one row whose pixels measure `areaPixel` m². */
  fila(valores: Float32Array, desde: number, hasta: number, areaPixel: number) {
    const { umbrales, filaClases, histo, fino, finoMin, finoMax } = this;
    const { desde: h0, paso } = this.espec.histograma;
    const ultimo = histo.length - 1;
    filaClases.fill(0);
    const bits = new Uint32Array(valores.buffer, valores.byteOffset, valores.length);
    let n = 0;
    for (let i = desde; i < hasta; i++) {
      const v = valores[i]!;
      if (v !== v) continue;
      if (this.n === 0 && n === 0) this.base = v;
      n++;
      const d = v - this.base;
      this.suma += d;
      this.suma2 += d * d;
      if (v < this.min) this.min = v;
      if (v > this.max) this.max = v;
      let c = 0;
      while (c < umbrales.length && v >= umbrales[c]!) c++;
      filaClases[c]!++;
      const h = Math.floor((v - h0) / paso);
      histo[h < 0 ? 0 : h > ultimo ? ultimo : h]!++;
      const b = bin(bits[i]!);
      fino[b]!++;
      if (v < finoMin[b]!) finoMin[b] = v;
      if (v > finoMax[b]!) finoMax[b] = v;
    }
    if (n === 0) return;
    this.n += n;
    this.areaM2 += n * areaPixel;
    for (let c = 0; c < filaClases.length; c++) {
      this.clasesN[c]! += filaClases[c]!;
      this.clasesArea[c]! += filaClases[c]! * areaPixel;
    }
  }

  get pixeles() {
    return this.n;
  }

  resultado(): Estadisticas {
    const n = this.n;
    const mediaD = n ? this.suma / n : NaN;
    const { desde, hasta, paso } = this.espec.histograma;
    return {
      pixeles: n,
      areaHa: this.areaM2 / 10_000,
      media: this.base + mediaD,
      mediana: this.percentil(0.5),
      p10: this.percentil(0.1),
      p90: this.percentil(0.9),
      desviacion: n ? Math.sqrt(Math.max(0, this.suma2 / n - mediaD * mediaD)) : NaN,
      min: n ? this.min : NaN,
      max: n ? this.max : NaN,
      clases: Array.from(this.clasesArea, (a, i) => ({ areaHa: a / 10_000, pixeles: this.clasesN[i]! })),
      histograma: { desde, hasta, paso, conteos: Array.from(this.histo) },
    };
  }

  /** Linear interpolation between order statistics (NumPy's default), as a spreadsheet computes it. */
  percentil(p: number): number {
    if (this.n === 0) return NaN;
    const h = (this.n - 1) * p;
    const k = Math.floor(h);
    const a = this.ordinal(k);
    return k + 1 < this.n ? a + (h - k) * (this.ordinal(k + 1) - a) : a;
  }

  /** The k-th smallest value (0-based), from its bin's value range. */
  private ordinal(k: number): number {
    let antes = 0;
    for (let b = 0; b < BINS; b++) {
      const c = this.fino[b]!;
      if (c === 0) continue;
      if (antes + c > k) {
        const t = c === 1 ? 0 : (k - antes) / (c - 1);
        return this.finoMin[b]! + t * (this.finoMax[b]! - this.finoMin[b]!);
      }
      antes += c;
    }
    return this.max;
  }
}
