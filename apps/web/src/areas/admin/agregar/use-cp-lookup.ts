import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clienteQuery } from '../../../features/cp/api/get-cp.ts';
import type { Cliente } from '../../../features/cp/api/keys.ts';
import { idDeCliente } from './cp-lookup-state.ts';

export interface ClienteLookupProps {
  cliente: Cliente | null;
  onCliente: (c: Cliente | null) => void;
  confirmado: boolean;
  onConfirmado: (v: boolean) => void;
}

/** The typed ID and its search: each search forgets the previous client and its confirmation. */
export function useClienteLookup(props: ClienteLookupProps) {
  const qc = useQueryClient();
  const [id, setId] = useState<number | string>(props.cliente?.cp_id ?? '');
  const [buscando, setBuscando] = useState(false);
  const [noEncontrado, setNoEncontrado] = useState(false);

  async function buscar(valor: number | string = id) {
    props.onConfirmado(false);
    props.onCliente(null);
    setNoEncontrado(false);
    const cpId = idDeCliente(valor);
    if (cpId === null) return setNoEncontrado(true);
    setBuscando(true);
    try {
      const c = await qc.fetchQuery(clienteQuery(cpId));
      props.onCliente(c);
      setNoEncontrado(!c);
    } catch {
      setNoEncontrado(true);
    } finally {
      setBuscando(false);
    }
  }

  const elegir = (cpId: number) => {
    setId(cpId);
    void buscar(cpId);
  };

  return { id, setId, buscar, elegir, buscando, noEncontrado };
}
