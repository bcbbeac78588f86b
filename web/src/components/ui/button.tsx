import { Link, type LinkProps } from 'react-router';
import { type ButtonVariant, buttonClasses } from './button-base';

export { Button, ButtonAnchor, type ButtonVariant, buttonClasses } from './button-base';

type WithVariant = { variant?: ButtonVariant };

/** A router link that looks like a button. */
export function ButtonLink({ variant, className, ...props }: LinkProps & WithVariant) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
