import type { ComponentType } from 'react';
import { cardClasses, iconTileClasses } from './page-sections';

export type CardIcon = ComponentType<{ className?: string }>;

export interface IconCard {
  id: string;
  Icon: CardIcon;
  title: string;
  description: string;
}

/**
 * The cards of `icons`, in its order, each with its title and description from `text`: a page's strings
 * for them, keyed by the same ids (`t('whyChoose.reasons', { returnObjects: true })`).
 */
export function iconCards<Id extends string>(
  icons: Record<Id, CardIcon>,
  text: NoInfer<Record<Id, { title: string; description: string }>>,
): IconCard[] {
  return (Object.keys(icons) as Id[]).map((id) => ({ id, Icon: icons[id], ...text[id] }));
}

/** A row of cards, each an icon tile over a title and a description (features, reasons, kinds of partner). */
export function IconCards({ cards, className }: { cards: readonly IconCard[]; className: string }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-4 ${className}`}>
      {cards.map(({ id, Icon, title, description }) => (
        <li key={id} className={cardClasses}>
          <span className={iconTileClasses}>
            <Icon className="size-6" />
          </span>
          <h3 className="mt-5 font-semibold text-lg text-slate-900 dark:text-white">{title}</h3>
          <p className="mt-2 text-slate-600 text-sm leading-relaxed dark:text-slate-400">{description}</p>
        </li>
      ))}
    </ul>
  );
}
