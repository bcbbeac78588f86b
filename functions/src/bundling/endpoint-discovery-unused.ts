/**
 * Stand-in for `@aws-sdk/middleware-endpoint-discovery`, swapped in by the esbuild alias in
 * functions/build.ts. The DynamoDB client resolves its endpoint-discovery config at construction
 * (an LRU endpoint cache from `mnemonist`), but none of its commands installs the discovery
 * middleware, so the cache is never read: ~8 KB per function for nothing. This keeps the config's
 * shape with discovery off; a client that really needs discovery would have to drop the alias.
 */
export const resolveEndpointDiscoveryConfig = <T extends object>(
  input: T,
  { endpointDiscoveryCommandCtor }: { endpointDiscoveryCommandCtor: unknown },
) =>
  Object.assign(input, {
    endpointDiscoveryCommandCtor,
    endpointDiscoveryEnabled: () => Promise.resolve(false),
    isClientEndpointDiscoveryEnabled: false,
  });

export const NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS = {
  environmentVariableSelector: () => undefined,
  configFileSelector: () => undefined,
  default: undefined,
};

export function getEndpointDiscoveryPlugin(): never {
  throw new Error('Endpoint discovery is not bundled into Lunia functions (see functions/build.ts)');
}
