import { paymentFailures, type Language, type Order } from '@gamefolk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, type Input } from '../../api/client';
import { useIsSignedIn } from '../../api/session';

export const shopKeys = {
  all: ['shop'] as const,
  products: () => [...shopKeys.all, 'products'] as const,
  product: (id: number) => [...shopKeys.all, 'product', id] as const,
  orders: () => [...shopKeys.all, 'orders'] as const,
  order: (id: number) => [...shopKeys.all, 'order', id] as const,
  admin: (what: string, page = 0) => [...shopKeys.all, 'admin', what, page] as const,
};

/** The reader's language as the contract knows it (names and descriptions come in tr, en and es). */
export function useShopLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return lang === 'tr' || lang === 'es' ? lang : 'en';
}

/** US cents as dollars, written the reader's way: 2499 → "$24.99" / "24,99 $". */
export function useFormatPrice() {
  const language = useShopLanguage();
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  return (cents: number) => format.format(cents / 100);
}

export function useProductsQuery() {
  return useQuery({ queryKey: shopKeys.products(), queryFn: () => call('getProducts', {}) });
}

export function useProductQuery(id: number) {
  return useQuery({
    queryKey: shopKeys.product(id),
    queryFn: () => call('getProduct', { id }),
    enabled: id > 0,
    retry: false,
  });
}

export function useOrdersQuery() {
  return useQuery({ queryKey: shopKeys.orders(), queryFn: () => call('getOrders', {}) });
}

/** One order; while it waits for PayTR's callback it is asked for again every two seconds. */
export function useOrderQuery(id: number, enabled = true) {
  return useQuery({
    queryKey: shopKeys.order(id),
    queryFn: () => call('getOrder', { id }),
    enabled: enabled && id > 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
}

function useShopMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

export const useCreateOrderMutation = () =>
  useShopMutation((input: Input<'createOrder'>) => call('createOrder', input));
export const useResumeOrderMutation = () => useShopMutation((orderId: number) => call('resumeOrder', { orderId }));
export const useCancelOrderMutation = () => useShopMutation((orderId: number) => call('cancelOrder', { orderId }));
export const useRequestRefundMutation = () =>
  useShopMutation((input: Input<'requestRefund'>) => call('requestRefund', input));
export const useSearchOrderMutation = () =>
  useMutation({ mutationFn: (number: string) => call('searchOrder', { number }) });

// Managers
export function useAllOrdersQuery(page: number, refunds: boolean, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.admin(refunds ? 'refunds' : 'orders', page),
    queryFn: () => call('getAllOrders', { page, refunds }),
    enabled,
  });
}
export function useShopProductsQuery(enabled: boolean) {
  return useQuery({ queryKey: shopKeys.admin('products'), queryFn: () => call('getShopProducts', {}), enabled });
}
export const useUpdateShipmentMutation = () =>
  useShopMutation((input: Input<'updateShipment'>) => call('updateShipment', input));
export const useAnswerRefundMutation = () =>
  useShopMutation((input: Input<'answerRefund'>) => call('answerRefund', input));
export const useSaveProductMutation = () =>
  useShopMutation((input: Input<'saveProduct'>) => call('saveProduct', input));

/** The spec's explanation of PayTR's reason code (the contract's `paymentFailures`), any other reading as technical. */
export const failureKey = (order: Pick<Order, 'failedReasonCode'>) => {
  const read = paymentFailures.schema.safeParse(order.failedReasonCode);
  return `failure.${paymentFailures.codeOf[read.success ? read.data : 'technicalError']}` as const;
};

/** The profile items a user bought and still owns (a refund takes them away). */
export function useCosmeticsQuery(userId: number) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: [...shopKeys.all, 'cosmetics', userId],
    queryFn: () => call('getUserCosmetics', { userId }),
    enabled: signedIn && userId > 0,
    staleTime: 60_000,
  });
}
