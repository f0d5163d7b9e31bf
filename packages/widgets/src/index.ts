export * from './access-keys';
export * from './audit';
export { defineGatehouseWidgets } from './elements';
export {
  defineGatehouseFlow,
  FLOW_ELEMENT_ATTRIBUTES,
  GatehouseFlowElement,
  type GatehouseFlowEventMap,
} from './flow-element';
export * from './profile';
export * from './roles';
export {
  defineElement,
  GatehouseElement,
  GatehouseWidgetElement,
  type GatehouseWidgetEventMap,
  WIDGET_ELEMENT_ATTRIBUTES,
} from './shared/element';
export type { CommonWidgetProps, WidgetProps } from './shared/use-widget-store';
export * from './users';
