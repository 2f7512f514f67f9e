// autocannon ships no types and @types/autocannon is not a dependency: the fields the benches use.
declare module "autocannon" {
  namespace autocannon {
    type Histogram = { average: number; mean: number; total: number; p50: number; p99: number; max: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
