/** Every notification query starts with `all`; mutations invalidate it whole. */
export const notificacionKeys = {
  all: ['notificaciones'] as const,
  noLeidas: ['notificaciones', 'no-leidas'] as const,
  listas: ['notificaciones', 'lista'] as const,
  lista: (page: number) => ['notificaciones', 'lista', page] as const,
  preferencias: ['notificaciones', 'preferencias'] as const,
};
