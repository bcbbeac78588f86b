import type { ComponentType, ReactNode, SVGProps } from 'react';
import { cardClasses, iconTileClasses } from '../../../components/ui/page-sections';

export interface ProductFeature {
  id: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  description: string;
}

/** The id of the features section, the target of the hero's secondary action. */
export const productFeaturesSectionId = 'features';

/** The tinted band of feature cards on a product page; `heading` must carry the id `features-heading`. */
export function ProductFeaturesSection({
  heading,
  features,
}: {
  heading: ReactNode;
  features: readonly ProductFeature[];
}) {
  return (
    <section
      id={productFeaturesSectionId}
      aria-labelledby="features-heading"
      className="border-slate-200 border-y bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        {heading}
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ id, Icon, title, description }) => (
            <li key={id} className={cardClasses}>
              <span className={iconTileClasses}>
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 font-semibold text-lg text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-slate-600 text-sm leading-relaxed dark:text-slate-400">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
