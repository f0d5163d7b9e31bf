export {
  defineGatehouseFlow,
  FLOW_ELEMENT_ATTRIBUTES,
  type FlowFactory,
  type FlowFactoryOptions,
  GatehouseFlowElement,
  type GatehouseFlowEventMap,
} from './flow-element';
