import { haversineMeters } from "./distance";

describe("haversineMeters", () => {
  it("is zero from a point to itself", () => {
    expect(haversineMeters({ lat: 40.7128, lng: -74.006 }, { lat: 40.7128, lng: -74.006 })).toBe(0);
  });

  it("measures one degree of latitude as about 111.2 km", () => {
    expect(haversineMeters({ lat: 40, lng: -74 }, { lat: 41, lng: -74 })).toBeCloseTo(111_195, -1);
  });

  it("measures a degree of longitude shorter at New York's latitude than at the equator", () => {
    const atEquator = haversineMeters({ lat: 0, lng: -74 }, { lat: 0, lng: -73 });
    const atNewYork = haversineMeters({ lat: 40.75, lng: -74 }, { lat: 40.75, lng: -73 });
    expect(atNewYork / atEquator).toBeCloseTo(Math.cos((40.75 * Math.PI) / 180), 3);
  });

  it("gives Times Square to the Empire State Building as about 1.1 km, either way round", () => {
    const timesSquare = { lat: 40.758, lng: -73.9855 };
    const empireState = { lat: 40.7484, lng: -73.9857 };
    expect(haversineMeters(timesSquare, empireState)).toBeGreaterThan(1_000);
    expect(haversineMeters(timesSquare, empireState)).toBeLessThan(1_150);
    expect(haversineMeters(empireState, timesSquare)).toBe(haversineMeters(timesSquare, empireState));
  });

  it("stays finite for points on opposite sides of the Earth", () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});
