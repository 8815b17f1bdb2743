print("touch-sandbox")
