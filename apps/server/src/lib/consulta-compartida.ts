interface Estado<T> {
  /** The query asked for by the requests that came while the running one was already under way. */
  siguiente: { promesa: Promise<T>; hacer: () => Promise<T>; resolver: (p: Promise<T>) => void } | null;
}

/**
 * One query per key at a time, shared by the requests that ask for it meanwhile (decision 025). A
 * request never takes the answer of a query that started before it arrived — that answer could miss
 * a write the caller has just seen committed — but waits for the next one, which starts when the
 * running one ends and serves every request that came in between. Ten lists of one company at once
 * then cost two queries instead of ten.
 */
export class ConsultaCompartida<T> {
  private readonly estados = new Map<string, Estado<T>>();

  pedir(clave: string, hacer: () => Promise<T>): Promise<T> {
    const estado = this.estados.get(clave);
    if (!estado) return this.correr(clave, { siguiente: null }, hacer);
    if (estado.siguiente) return estado.siguiente.promesa;
    let resolver!: (p: Promise<T>) => void;
    const promesa = new Promise<T>((r) => (resolver = r));
    estado.siguiente = { promesa, hacer, resolver };
    return promesa;
  }

  private correr(clave: string, estado: Estado<T>, hacer: () => Promise<T>): Promise<T> {
    this.estados.set(clave, estado);
    // Async, so a query that throws at once still ends its turn.
    const p = (async () => hacer())();
    const seguir = () => {
      const siguiente = estado.siguiente;
      if (!siguiente) {
        this.estados.delete(clave);
        return;
      }
      estado.siguiente = null;
      siguiente.resolver(this.correr(clave, estado, siguiente.hacer));
    };
    p.then(seguir, seguir);
    return p;
  }
}
