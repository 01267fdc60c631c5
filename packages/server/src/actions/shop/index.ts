import type { ActionHandler } from '../define.js';
import {
  getProductHandler,
  getProductsHandler,
  getShopProductsHandler,
  getUserCosmeticsHandler,
  saveProductHandler,
  setStockHandler,
} from './catalogue.js';
import {
  answerRefundHandler,
  cancelOrderHandler,
  createOrderHandler,
  getAllOrdersHandler,
  getOrderHandler,
  getOrdersHandler,
  requestRefundHandler,
  resumeOrderHandler,
  searchOrderHandler,
  updateShipmentHandler,
} from './orders.js';

export const shopHandlers: ActionHandler[] = [
  getProductsHandler,
  getProductHandler,
  getShopProductsHandler,
  saveProductHandler,
  setStockHandler,
  getUserCosmeticsHandler,
  createOrderHandler,
  getOrdersHandler,
  getOrderHandler,
  searchOrderHandler,
  requestRefundHandler,
  resumeOrderHandler,
  cancelOrderHandler,
  answerRefundHandler,
  updateShipmentHandler,
  getAllOrdersHandler,
];
