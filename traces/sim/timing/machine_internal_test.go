package timing

import "testing"

// TestMachineBytes: the hardware model's own state enters the memory
// estimate: 4 CUs × (1 KiB + 4 SIMDs × (256 + 10 slots × 64)) on the
// default hardware, and a file of 4096 × 64 × 64 slots costs over a GiB,
// which a small --memory-budget refuses before anything is allocated.
func TestMachineBytes(t *testing.T) {
	if got := machineBytes(Default()); got != 4*(1024+4*(256+10*64)) {
		t.Errorf("default hardware: %d bytes", got)
	}
	big := Default()
	big.CUs, big.SIMDsPerCU, big.SlotsPerSIMD = 4096, 64, 64
	if got, want := machineBytes(big), int64(4096)*(1024+64*(256+64*64)); got != want {
		t.Errorf("4096 × 64 × 64: %d bytes, want %d", got, want)
	}
}
