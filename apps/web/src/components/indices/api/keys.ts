/** Query keys of the raster reads: periods and figures per territory, a company's figures, point values. */
export const rasterKeys = {
  all: ['raster'] as const,
  periodos: (parcelaId: number) => ['raster', 'periodos', parcelaId] as const,
  cifrasParcela: (parcelaId: number) => ['raster', 'cifras', 'parcela', parcelaId] as const,
  cifrasCp: (cpId: number) => ['raster', 'cifras', 'cp', cpId] as const,
  valor: (capaId: number, lat: number, lng: number) => ['raster', 'valor', capaId, lat, lng] as const,
};
