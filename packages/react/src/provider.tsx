import { type Client, type ClientOptions, createClient } from '@gatehouse/core';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

const ClientContext = createContext<Client | null>(null);

/** Either an existing client, or the options to create one with. */
export type AuthProviderProps = ({ client: Client } | (ClientOptions & { client?: undefined })) & {
  children?: ReactNode;
};

/**
 * Makes a Gatehouse client available to the hooks below it. Given options, it creates the
 * client once (later option changes are ignored) and destroys it on unmount; a client passed
 * in is left for its owner to destroy.
 */
export function AuthProvider({ children, ...props }: AuthProviderProps) {
  const [owned] = useState(() => (props.client ? undefined : createClient(props as ClientOptions)));
  const client = props.client ?? owned!;
  const destroying = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!owned) return;
    // StrictMode replays effects (cleanup, then setup again) on the same client: destroy on
    // the next tick, and only if no setup cancelled it, so the started session survives.
    clearTimeout(destroying.current);
    return () => {
      destroying.current = setTimeout(() => owned.destroy());
    };
  }, [owned]);

  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** What needs the nearest AuthProvider's client throws when there is none. */
export function missingProvider(): never {
  throw new Error('useClient must be used within an <AuthProvider>');
}

/** The client of the nearest AuthProvider. */
export function useClient(): Client {
  return useContext(ClientContext) ?? missingProvider();
}

/**
 * The client of the nearest AuthProvider, or null outside one: for components (the widgets)
 * that use the page's session when there is one and bring their own otherwise.
 */
export function useOptionalClient(): Client | null {
  return useContext(ClientContext);
}
