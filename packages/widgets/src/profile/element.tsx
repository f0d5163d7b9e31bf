import type { ReactElement } from 'react';
import { defineElement, GatehouseWidgetHostElement } from '../shared/element';
import type { CommonWidgetProps } from '../shared/use-widget-store';
import { UserProfile } from './user-profile';

/** The attributes `<gatehouse-user-profile>` reads (and re-renders on): no tenant. */
export const PROFILE_ELEMENT_ATTRIBUTES = [
  'project-id',
  'widget-id',
  'base-url',
  'mock',
  'theme',
  'hide-title',
  'locale',
  'debug',
  'style-id',
] as const;

/** The profile element's events: they bubble and cross the shadow boundary (composed). */
export interface GatehouseUserProfileEventMap {
  /** After logout ended the session (`detail` is null). */
  logout: CustomEvent<null>;
  /** The widget cannot start: a missing attribute or a layout that did not load. */
  error: CustomEvent<{ message: string }>;
  /** The profile shows the signed-in user (once; `detail` is null). */
  ready: CustomEvent<null>;
}

/**
 * `<gatehouse-user-profile project-id widget-id>`: the signed-in user's profile as a custom
 * element in an open shadow root; after logout it dispatches `logout`. Register it with
 * `defineUserProfile()`.
 */
export class GatehouseUserProfileElement extends GatehouseWidgetHostElement<CommonWidgetProps> {
  static readonly observedAttributes: readonly string[] = PROFILE_ELEMENT_ATTRIBUTES;

  protected props(common: CommonWidgetProps): CommonWidgetProps {
    return common;
  }

  protected widget(props: CommonWidgetProps): ReactElement {
    return <UserProfile {...props} onLogout={() => this.emit('logout')} />;
  }
}

/** Registers `<gatehouse-user-profile>` (or `name`) once; a no-op without a DOM. */
export const defineUserProfile = (name = 'gatehouse-user-profile') =>
  defineElement(name, GatehouseUserProfileElement);

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-user-profile': GatehouseUserProfileElement;
  }
}
