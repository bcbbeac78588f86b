import { type ComponentProps, type ComponentType, createContext, useContext } from 'react';
import type { IslandComponent, IslandName } from './island-registry';

/**
 * An island: an interactive part of a public page. In the SPA it is simply its component. When the
 * prerenderer renders a page as static HTML with islands (entry-server.tsx), it collects each island
 * here and leaves a slot, which it fills with the island rendered on its own and a marker carrying its
 * name and props (app/islands/island-markup.tsx); the islands entry (src/islands.tsx) hydrates each
 * marker with that island's code alone.
 */
export type IslandCollector = (island: CollectedIsland) => number;

export interface CollectedIsland {
  name: IslandName;
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The placeholder the prerenderer replaces with island number `slot`. */
export const islandSlot = (slot: number) => `<div data-island-slot="${slot}"></div>`;

type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

export function Island<Name extends IslandName>({
  name,
  component,
  props,
}: {
  name: Name;
  component: IslandComponent<Name>;
  props: IslandProps<Name>;
}) {
  const collect = useContext(IslandCollectorContext);
  const Component = component as unknown as ComponentType<Record<string, unknown>>;
  const plainProps = props as Record<string, unknown>;
  if (!collect) return <Component {...plainProps} />;
  const slot = collect({ name, component: Component, props: plainProps });
  return <div data-island-slot={slot} />;
}
