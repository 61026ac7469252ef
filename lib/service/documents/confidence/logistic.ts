// Logistic regression with an L2 penalty, fitted by Newton's method: deterministic (no random
// start, no sampling), so the same examples always give the same weights, and fast for the few
// thousand examples and dozen features the reader's confidence model has.

export interface LogisticModel {
  /** Per-feature mean and spread the inputs are standardised with before the weights apply. */
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

export interface Example {
  x: number[];
  y: 0 | 1;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

export function predict(model: LogisticModel, x: number[]): number {
  let z = model.bias;
  for (let i = 0; i < model.weights.length; i++) z += model.weights[i] * ((x[i] - model.mean[i]) / model.scale[i]);
  return sigmoid(z);
}

/** Solves A·x = b for a small symmetric positive-definite A (Gaussian elimination with pivoting). */
function solve(a: number[][], rhs: number[]): number[] {
  const n = rhs.length;
  const m = a.map((row, i) => [...row, rhs[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    const pivot = m[c][c] || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / pivot;
      if (f) for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / (m[i][i] || 1e-12));
}

export function fitLogistic(examples: Example[], l2 = 1, iterations = 25): LogisticModel {
  const d = examples[0]?.x.length ?? 0;
  const mean = Array.from({ length: d }, (_, j) => examples.reduce((s, e) => s + e.x[j], 0) / examples.length);
  const scale = mean.map((m, j) => {
    const v = examples.reduce((s, e) => s + (e.x[j] - m) ** 2, 0) / examples.length;
    return Math.sqrt(v) || 1;
  });
  const xs = examples.map((e) => [1, ...e.x.map((v, j) => (v - mean[j]) / scale[j])]);
  // w[0] is the bias, left unpenalised.
  let w = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = w.map((wj, j) => (j ? l2 * wj : 0));
    const hess = w.map((_, i) => w.map((__, j) => (i === j && i ? l2 : 0)));
    xs.forEach((x, n) => {
      const p = sigmoid(x.reduce((s, v, j) => s + v * w[j], 0));
      const r = p - examples[n].y;
      const h = Math.max(p * (1 - p), 1e-6);
      for (let i = 0; i <= d; i++) {
        grad[i] += r * x[i];
        for (let j = 0; j <= d; j++) hess[i][j] += h * x[i] * x[j];
      }
    });
    const step = solve(hess, grad);
    w = w.map((wj, j) => wj - step[j]);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return { mean: mean.map(round), scale: scale.map(round), weights: w.slice(1).map(round), bias: round(w[0]) };
}
