/** The processing state of a service's rasters, as the back office's Ver Información shows it. */
export const rasterEstadoKeys = {
  de: (servicioId: number) => ['admin', 'raster-estado', servicioId] as const,
};
