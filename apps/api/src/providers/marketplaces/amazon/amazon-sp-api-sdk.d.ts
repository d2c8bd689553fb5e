/*
 * The parts of Amazon's official SP-API SDK the oracle test uses (amazon-sdk.api.test.ts). The package ships
 * declarations per API folder but none at its entry point; the answers are the SDK's own model classes, read loosely.
 */
declare module '@amazon-sp-api-release/amazon-sp-api-sdk-js' {
  /* eslint-disable @typescript-eslint/no-explicit-any -- the SDK's generated models, read field by field in a test */
  class SdkApiClient {
    constructor(basePath?: string);
    applyXAmzAccessTokenToRequest(token: string): void;
  }
  export namespace TokensSpApi {
    class ApiClient extends SdkApiClient {}
    class TokensApi {
      constructor(client: ApiClient);
      createRestrictedDataToken(body: object): Promise<any>;
    }
  }
  export namespace OrdersSpApi {
    class ApiClient extends SdkApiClient {}
    class OrdersV0Api {
      constructor(client: ApiClient);
      getOrders(marketplaceIds: string[], opts?: object): Promise<any>;
      getOrder(orderId: string): Promise<any>;
      getOrderItems(orderId: string, opts?: object): Promise<any>;
    }
  }
  export namespace Orders_v2026SpApi {
    class ApiClient extends SdkApiClient {}
    class SearchOrdersApi {
      constructor(client: ApiClient);
      searchOrders(opts?: object): Promise<any>;
    }
    class GetOrderApi {
      constructor(client: ApiClient);
      getOrder(orderId: string, opts?: object): Promise<any>;
    }
  }
}
