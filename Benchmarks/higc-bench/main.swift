print("higc-bench")
