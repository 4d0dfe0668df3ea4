/**
 * Spanish messages of the territory map and its boundaries (issue 16 §1). Kept apart from the main
 * catalogue (messages.ts), which the public landing loads, so the map adds nothing to the landing.
 */
export const MSG_MAPA = {
  limiteGuardado: 'Límite del territorio guardado',
  limiteEliminado: 'Límite del territorio eliminado',
  limiteNoExiste: 'El territorio no tiene un límite registrado',
  limiteTipoArchivo: 'Suba el límite como archivo GeoJSON, KML o KMZ',
  limiteMuyGrande: 'El archivo del límite supera el máximo de 2 MB',
  limiteIlegible: 'No se pudo leer el archivo del límite: revise que sea un GeoJSON, KML o KMZ válido',
  limiteSinPoligono: 'El archivo no contiene ningún polígono',
  limiteGeometriaInvalida: 'El límite debe ser un polígono o multipolígono GeoJSON',
  limiteCoordenadas: 'Las coordenadas del límite deben ser longitud y latitud en grados (WGS84)',
  limiteAnilloAbierto: 'El polígono no está cerrado: el último vértice debe repetir el primero',
  limitePocosVertices: 'Cada anillo del polígono necesita al menos 3 vértices distintos',
  limiteAutointerseccion: 'El polígono se cruza consigo mismo; corrija el trazado',
  limiteFueraDeChile:
    'El límite está fuera de Chile: las coordenadas deben estar entre longitud −76 y −66 y latitud −56 y −17',
  limiteDemasiadosVertices: 'El límite tiene demasiados vértices (máximo 5.000)',
  limiteKmzExpandido:
    'El KMZ se descomprime a más de 10 MB; suba un archivo con solo el límite del territorio',
  limiteKmzEntradas: 'El KMZ contiene demasiados archivos (máximo 100)',
  limiteDemasiadosElementos:
    'El archivo del límite tiene demasiados elementos (máximo 20.000); suba un archivo con solo el límite del territorio',
  limiteAnidamiento: 'El archivo del límite tiene demasiados niveles anidados (máximo 64)',
  limiteDemasiadoComplejo:
    'El archivo del límite es demasiado complejo para procesarlo; suba un archivo con solo el límite del territorio',
} as const;
